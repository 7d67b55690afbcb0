import { ServiceFailure } from '@writecheck/shared';
import { countDocuments } from '../../plagiarism/corpus/corpus.repo.js';
import { documentsAt, importDocuments } from '../../plagiarism/corpus/corpusImport.js';
import { optionalFlag, UsageError } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand(
  'import documents into the local plagiarism corpus',
  'writecheck corpus import PATH [--batch N] | corpus stats   (PATH: a folder of .txt/.md files, or a JSONL file of {id, url, title, text})',
  {
    async import(svc, args) {
      const path = args.positional[0];
      if (!path) throw new UsageError('name the folder or JSONL file to import');
      const batch = Number(optionalFlag(args, 'batch') ?? 500);
      if (!Number.isInteger(batch) || batch < 1 || batch > 5_000) throw new UsageError('--batch takes a whole number from 1 to 5000');
      let items;
      try {
        items = await documentsAt(path);
      } catch (err) {
        throw new ServiceFailure('no_input', `cannot read ${path}: ${(err as Error).message}`);
      }
      const started = Date.now();
      const counts = await importDocuments(svc.db, items, { batchSize: batch });
      return { ...counts, ms: Date.now() - started };
    },
    stats: (svc) => countDocuments(svc.db),
  },
);
