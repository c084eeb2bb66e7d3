// Duplicating a brief: the copy is a new brief of the signed-in user, saved through the one local save
// path (brief, card, files and outbox entry in one transaction), so it syncs like any new brief. Its
// files are the source's stored files (content-keyed: nothing is written twice).
import { duplicateBrief as copyOf } from '../domain/reuse';
import type { Brief } from '../domain/brief';
import { BriefNotFoundError, getBrief, saveBrief, type RepositoryContext } from './briefs-repository';
import type { BriefsmithDB } from './db';

export async function duplicateBrief(
  db: BriefsmithDB,
  briefId: string,
  ctx: RepositoryContext,
): Promise<Brief> {
  const source = await getBrief(db, briefId);
  if (!source) throw new BriefNotFoundError(briefId);
  const copy = copyOf(source, ctx.now?.() ?? new Date());
  await saveBrief(db, copy, ctx);
  return copy;
}
