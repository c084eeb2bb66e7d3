// Entry point as Supabase deploys it: Deno serves the plain handler with the function's secrets.
// Run by hand on a chosen port: `PORT=8001 deno run --allow-net --allow-env index.ts` (a host that sets
// DENO_SERVE_ADDRESS, like the local stack, decides the address instead).
import { handler } from './handler.ts';

const serve = (req: Request) => handler(req, Deno.env.toObject());
const port = Deno.env.get('DENO_SERVE_ADDRESS') ? undefined : Deno.env.get('PORT');
if (port) Deno.serve({ port: Number(port) }, serve);
else Deno.serve(serve);
