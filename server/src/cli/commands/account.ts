import { createAccount } from '../../accounts/accounts.service.js';
import { optionalFlag } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand('create accounts', 'writecheck account create [--email E]', {
  create: (svc, args) => createAccount(svc.db, { email: optionalFlag(args, 'email') }),
});
