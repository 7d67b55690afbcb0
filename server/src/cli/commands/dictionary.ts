import { addDictionaryWord, listDictionary, removeDictionaryWord } from '../../dictionary/dictionary.service.js';
import { requireFlag } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand(
  "manage an account's dictionary of accepted words",
  'writecheck dictionary list --account ID | dictionary add --account ID --word W | dictionary remove --account ID --word W',
  {
    list: (svc, args) => listDictionary(svc.db, requireFlag(args, 'account')),
    add: (svc, args) => addDictionaryWord(svc.db, requireFlag(args, 'account'), requireFlag(args, 'word')),
    remove: (svc, args) => removeDictionaryWord(svc.db, requireFlag(args, 'account'), requireFlag(args, 'word')),
  },
);
