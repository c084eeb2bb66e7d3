// Every e-mail the local stack "sends": kept in memory, and in a JSON file when the stack has a data
// directory, so a restart keeps the links a person has not clicked yet.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
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

export class Inbox {
  private list: Mail[] = [];

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) this.list = JSON.parse(readFileSync(file, 'utf8')) as Mail[];
  }

  /** Newest first. */
  messages(): Mail[] {
    return [...this.list].reverse();
  }

  async add(mail: Omit<Mail, 'id' | 'created_at'>): Promise<Mail> {
    const saved: Mail = { id: randomUUID(), created_at: new Date().toISOString(), ...mail };
    this.list.push(saved);
    await this.persist();
    return saved;
  }

  async clear(): Promise<void> {
    this.list = [];
    await this.persist();
  }

  private async persist(): Promise<void> {
    if (!this.file) return;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(this.list, null, 2));
  }
}
