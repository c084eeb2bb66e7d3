// Where the app finds Supabase (docs/design.md §2). The defaults are the local stack's (`npm start`) and the
// Supabase CLI's demo anon key, the same as .env.example, so a fresh checkout runs without a .env.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const PRODUCT_NAME = 'Briefsmith';
export const TAGLINE = 'Creative Brief Generator';

function env(name: string): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export const config = {
  supabaseUrl: env('VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL,
  supabaseAnonKey: env('VITE_SUPABASE_ANON_KEY') ?? LOCAL_ANON_KEY,
} as const;

/** The root the magic link and invitation links return to: the production site, else this origin (docs/spec.md §7). */
export function siteUrl(): string {
  const configured = env('VITE_SITE_URL');
  const base = configured ?? window.location.origin;
  return base.endsWith('/') ? base : `${base}/`;
}
