// Every e-mail the local stack "sends": kept in memory, and — when the stack has a data directory —
// appended one JSON line per message to a file, so a restart keeps the links a person has not clicked
// yet and a message costs one small append, not a rewrite of the whole inbox.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Mail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Lines of the store; a torn last line (a crash mid-append) is skipped, not fatal. */
function readLines(file: string): Mail[] {
  const list: Mail[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      list.push(JSON.parse(line) as Mail);
    } catch {
      // an incomplete line from an interrupted append
    }
  }
  return list;
}

export class Inbox {
  private list: Mail[] = [];

  /** `file`: the JSON-lines store. An `inbox.json` beside it (the earlier, rewritten-whole store) is read too. */
  constructor(private readonly file?: string) {
    if (!file) return;
    const legacy = path.join(path.dirname(file), 'inbox.json');
    if (existsSync(legacy)) this.list = JSON.parse(readFileSync(legacy, 'utf8')) as Mail[];
    if (existsSync(file)) this.list.push(...readLines(file));
  }

  /** Newest first. */
  messages(): Mail[] {
    return [...this.list].reverse();
  }

  async add(mail: Omit<Mail, 'id' | 'created_at'>): Promise<Mail> {
    const saved: Mail = { id: randomUUID(), created_at: new Date().toISOString(), ...mail };
    this.list.push(saved);
    if (this.file) {
      await mkdir(path.dirname(this.file), { recursive: true });
      await appendFile(this.file, `${JSON.stringify(saved)}\n`);
    }
    return saved;
  }

  async clear(): Promise<void> {
    this.list = [];
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, '');
    const legacy = path.join(path.dirname(this.file), 'inbox.json');
    if (existsSync(legacy)) await writeFile(legacy, '[]');
  }
}
