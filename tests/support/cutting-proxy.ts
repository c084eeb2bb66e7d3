// A TCP proxy in front of the stack that counts the bytes sent through it, can cut every connection once
// a number of bytes has passed, and can refuse connections (the network is gone) until it is back.
import net from 'node:net';

export type CuttingProxy = {
  url: string;
  sent(): number;
  /** Cuts every connection once `bytes` more have been sent, and stays down until `restore()`. */
  cutAfter(bytes: number): void;
  restore(): void;
  isDown(): boolean;
  close(): Promise<void>;
};

export async function cuttingProxy(target: string): Promise<CuttingProxy> {
  const { port, hostname } = new URL(target);
  let sent = 0;
  let cutAt = Infinity;
  let down = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (down) return drop();
      sent += chunk.length;
      upstream.write(chunk);
      if (sent >= cutAt) {
        cutAt = Infinity;
        down = true;
        for (const socket of sockets) socket.destroy();
      }
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent: () => sent,
    cutAfter(bytes) {
      cutAt = sent + bytes;
    },
    restore() {
      down = false;
    },
    isDown: () => down,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
