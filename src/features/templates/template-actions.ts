// Team templates are an online operation for writing (like sharing, docs/design.md §3) and a small pull for
// reading: every template the member may read (RLS: every member), with the authors' names, copied to
// the local database so that "Start from" works offline. Failures are logged and change nothing here.
import type { BriefsmithDB } from '../../data/db';
import type { TemplateRecord } from '../../data/records';
import { putTemplate, removeTemplate, replaceTemplates } from '../../data/templates';
import type { Brief } from '../../domain/brief';
import { displayName } from '../../domain/people';
import { templateContentOf } from '../../domain/templates';
import type { Json, Tables } from '../../lib/database';
import { supabase } from '../../lib/supabase';
import { TEMPLATES } from './strings';

type TemplateRow = Tables<'brief_templates'>;
const COLUMNS = 'id, name, type, content, author_id, created_at, updated_at';
/** A template's content is a brief's content columns (templateContentOf), which `Json` cannot say. */
type TemplateContent = { content: TemplateRecord['content'] | null };

function toRecord(
  row: Omit<TemplateRow, 'content'> & TemplateContent,
  authors: Map<string, string>,
): TemplateRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    content: row.content ?? {},
    authorId: row.author_id,
    authorName: authors.get(row.author_id) ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function authorNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await supabase.from('profiles').select('id, email, full_name').in('id', ids);
  if (error) console.error('Error loading template authors:', error);
  return new Map((data ?? []).map((p) => [p.id, displayName(p)]));
}

/** Copies the team's templates to this device. Returns false (and keeps the local copy) on failure. */
export async function pullTemplates(db: BriefsmithDB): Promise<boolean> {
  try {
    const { data: rows, error } = await supabase
      .from('brief_templates')
      .select(COLUMNS)
      .order('updated_at')
      .overrideTypes<TemplateContent[]>();
    if (error) throw error;
    const authors = await authorNames([...new Set(rows.map((row) => row.author_id))]);
    await replaceTemplates(
      db,
      rows.map((row) => toRecord(row, authors)),
    );
    return true;
  } catch (error) {
    console.error('Error loading templates:', error);
    return false;
  }
}

export type SaveTemplateOutcome = { ok: true; template: TemplateRecord } | { ok: false; message?: string };

/** Saves a brief's content as a team template (the server sets its author and dates). */
export async function saveBriefAsTemplate(
  db: BriefsmithDB,
  brief: Brief,
  name: string,
  author: { id: string; name: string },
): Promise<SaveTemplateOutcome> {
  try {
    const { data, error } = await supabase
      .from('brief_templates')
      .insert({ name, type: brief.type, content: templateContentOf(brief) as Json })
      .select(COLUMNS)
      .single()
      .overrideTypes<TemplateContent>();
    if (error) return { ok: false, message: error.message };
    const template = toRecord(data, new Map([[author.id, author.name]]));
    await putTemplate(db, template);
    return { ok: true, template };
  } catch (error) {
    console.error('Error saving template:', error);
    return { ok: false };
  }
}

export type ManageTemplateOutcome = { ok: true } | { ok: false; message?: string };

/** What the server's answer means for a change that row-level security can skip silently (0 rows). */
function outcomeOf(error: { message: string } | null, rows: unknown[] | null): ManageTemplateOutcome {
  if (error) return { ok: false, message: error.message };
  // No row: the template is gone, or the caller may not manage it (the server decides, not the UI).
  if (!rows || rows.length === 0) return { ok: false, message: TEMPLATES.notManageable };
  return { ok: true };
}

/** Renames a team template on the server, then here (the server sets updated_at). */
export async function renameTemplate(
  db: BriefsmithDB,
  template: TemplateRecord,
  name: string,
): Promise<ManageTemplateOutcome> {
  try {
    const { data, error } = await supabase
      .from('brief_templates')
      .update({ name })
      .eq('id', template.id)
      .select('name, updated_at');
    const outcome = outcomeOf(error, data);
    const row = data?.[0];
    if (outcome.ok && row) await putTemplate(db, { ...template, name: row.name, updatedAt: row.updated_at });
    return outcome;
  } catch (error) {
    console.error('Error renaming template:', error);
    return { ok: false };
  }
}

/** Deletes a team template on the server, then here. Briefs started from it are not affected. */
export async function deleteTemplate(
  db: BriefsmithDB,
  template: TemplateRecord,
): Promise<ManageTemplateOutcome> {
  try {
    const { data, error } = await supabase
      .from('brief_templates')
      .delete()
      .eq('id', template.id)
      .select('id');
    const outcome = outcomeOf(error, data);
    if (outcome.ok) await removeTemplate(db, template.id);
    return outcome;
  } catch (error) {
    console.error('Error deleting template:', error);
    return { ok: false };
  }
}
