import { ServiceFailure } from '@writecheck/shared';
import { createAccount } from '../../accounts/accounts.service.js';
import { setCorpusOptIn } from '../../plagiarism/corpus/submissions.js';
import { optionalFlag, requireFlag, UsageError } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

const onOff = (value: string): boolean => {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError('--corpus-opt-in takes on or off');
};

export const command = operatorCommand(
  'create accounts and change their settings',
  'writecheck account create [--email E] | account set --id ID --corpus-opt-in on|off',
  {
    create: (svc, args) => createAccount(svc.db, { email: optionalFlag(args, 'email') }),
    async set(svc, args) {
      const id = requireFlag(args, 'id');
      const optIn = onOff(requireFlag(args, 'corpus-opt-in'));
      if (!/^[0-9a-f-]{36}$/i.test(id) || !(await setCorpusOptIn(svc.db, id, optIn))) {
        throw new ServiceFailure('not_found', `no account ${id}`);
      }
      return { id, corpusOptIn: optIn };
    },
  },
);
