// The API roles' own settings (`alter role authenticated set statement_timeout = '8s'`), applied to
// each request of that role as PostgREST applies "impersonated role settings": a request switches role
// with SET LOCAL ROLE, which — unlike a login — applies none of the role's settings, so they are set
// for the request's transaction alongside its claims. This is how hosted Supabase's statement timeouts
// (supabase/migrations/*_role_statement_timeouts.sql) reach the API.
//
// As PostgREST: read once when the stack starts (PostgREST: at start and on NOTIFY pgrst, 'reload
// config'); only settings any user may set (pg_settings.context 'user'); default_transaction_isolation
// left out (PostgREST makes it the transaction's isolation level, which the local stack does not).
// One difference: a role's setting for this database (`alter role … in database …`) wins over its
// setting for every database, as it does at a login, where PostgREST reads only the latter
// (pg_roles.rolconfig). Roles are shared by every database of a PostgreSQL server, so this is what lets
// a test lower a role's timeout in its own database without touching anyone else's.
import { sqlLiteral, type Queryable } from '../db/database.ts';
import { API_ROLES } from '../jwt.ts';

export class RoleSettings {
  private byRole = new Map<string, Map<string, string>>();

  constructor(private readonly db: Queryable) {}

  async load(): Promise<void> {
    const r = await this.db.query<{ role: string; name: string; value: string }>(
      `select r.rolname as role, kv.name, kv.value
         from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) as c(setting)
         cross join lateral (select split_part(c.setting, '=', 1) as name,
                                    substr(c.setting, strpos(c.setting, '=') + 1) as value) kv
         join pg_settings ps on ps.name = kv.name and ps.context = 'user'
        where r.rolname in (${API_ROLES.map(sqlLiteral).join(', ')})
          and kv.name <> 'default_transaction_isolation'
          and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by r.rolname, s.setdatabase = 0 desc`,
    );
    const byRole = new Map<string, Map<string, string>>();
    // Settings for every database come first, so this database's own override them.
    for (const { role, name, value } of r.rows) {
      const settings = byRole.get(role) ?? new Map<string, string>();
      settings.set(name, value);
      byRole.set(role, settings);
    }
    this.byRole = byRole;
  }

  /** The role's settings as set_config calls for the request's transaction (before its role is set). */
  setConfigCalls(role: string): string[] {
    return [...(this.byRole.get(role) ?? [])].map(
      ([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`,
    );
  }
}
