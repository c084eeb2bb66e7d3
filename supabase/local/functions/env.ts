import { LOCAL_MAIL_API_KEY } from '../keys.ts';

export interface FunctionEnvInput {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** Seconds between two sign-in or recovery e-mails to one address: the stack's `[auth.email] max_frequency`. */
  authEmailMaxFrequency?: number;
}

/** The secrets a deployed function gets, pointed at this stack and its inbox. */
export function functionEnv(input: FunctionEnvInput): Record<string, string> {
  return {
    SUPABASE_URL: input.url,
    SUPABASE_ANON_KEY: input.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: input.serviceRoleKey,
    SITE_URL: input.siteUrl,
    MAIL_API_URL: `${input.url}/inbox/api/send`,
    MAIL_API_KEY: LOCAL_MAIL_API_KEY,
    MAIL_FROM: 'Briefsmith <no-reply@briefsmith.local>',
    ...(input.authEmailMaxFrequency === undefined
      ? {}
      : { AUTH_EMAIL_MAX_FREQUENCY: String(input.authEmailMaxFrequency) }),
  };
}
