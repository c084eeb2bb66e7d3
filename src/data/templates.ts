// Team templates on this device (Dexie `templates`, schema version 4): a copy of what the server's
// public.brief_templates holds for this member, replaced on each pull, so "Start from" works offline.
// A new brief from a template is saved through the one local save path, so it syncs like any brief.
import { briefFromTemplate, type BriefTemplate } from '../domain/templates';
import { isBriefType, type Brief } from '../domain/brief';
import type { NewBriefInput } from '../domain/defaults';
import { saveBrief, type RepositoryContext } from './briefs-repository';
import type { BriefsmithDB } from './db';
import type { TemplateRecord } from './records';

/** Team templates, newest first. */
export function listTemplates(db: BriefsmithDB): Promise<TemplateRecord[]> {
  return db.templates.orderBy('updatedAt').reverse().toArray();
}

/** Replaces the local copy with the server's list (templates deleted there disappear here). */
export function replaceTemplates(db: BriefsmithDB, templates: TemplateRecord[]): Promise<void> {
  return db.transaction('rw', db.templates, async () => {
    await db.templates.clear();
    await db.templates.bulkPut(templates);
  });
}

export function putTemplate(db: BriefsmithDB, template: TemplateRecord): Promise<string> {
  return db.templates.put(template);
}

export function removeTemplate(db: BriefsmithDB, id: string): Promise<void> {
  return db.templates.delete(id);
}

/** A stored team template as the domain's template (an unknown type reads as brand). */
export function asBriefTemplate(record: TemplateRecord): BriefTemplate {
  return {
    id: record.id,
    name: record.name,
    type: isBriefType(record.type) ? record.type : 'brand',
    content: record.content,
  };
}

/** Creates and saves a new brief from a template. */
export async function createBriefFromTemplate(
  db: BriefsmithDB,
  template: Pick<BriefTemplate, 'type' | 'content'>,
  input: NewBriefInput,
  ctx: RepositoryContext,
): Promise<Brief> {
  const brief = briefFromTemplate(template, input, ctx.now?.() ?? new Date());
  await saveBrief(db, brief, ctx);
  return brief;
}
