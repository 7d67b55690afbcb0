import { grantPack } from '../../accounts/accounts.service.js';
import { readUsage } from '../../credits/credits.service.js';
import { intFlag, requireFlag } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand(
  'grant credit packs and read balances',
  'writecheck credits grant --account ID --credits N | credits show --account ID',
  {
    grant: (svc, args) => grantPack(svc.db, requireFlag(args, 'account'), intFlag(args, 'credits')),
    show: (svc, args) => readUsage(svc.db, requireFlag(args, 'account')),
  },
);
