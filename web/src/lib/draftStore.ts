import { Dexie, type Table } from 'dexie';

/** The text a person is writing in the editor, kept on this device between visits. */
export interface Draft {
  accountId: string;
  title: string;
  text: string;
  updatedAt: number;
}

// A database of its own: drafts never leave the device, and their schema moves apart from the reports'.
class DraftDatabase extends Dexie {
  drafts!: Table<Draft, string>;

  constructor() {
    super('writecheck-drafts');
    this.version(1).stores({ drafts: 'accountId' });
  }
}

const db = new DraftDatabase();

export async function loadDraft(accountId: string): Promise<Draft | undefined> {
  return db.drafts.get(accountId);
}

export async function saveDraft(draft: Draft): Promise<void> {
  await db.drafts.put(draft);
}

export async function forgetDraft(accountId: string): Promise<void> {
  await db.drafts.delete(accountId);
}
