import { createApiKey, parseScopes, revokeApiKey } from '../../keys/keys.service.js';
import { optionalFlag, requireFlag } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand(
  'create and revoke API keys',
  'writecheck key create --account ID --scopes checks:read,checks:write,usage:read [--name N] | key revoke --id KEY_ID',
  {
    create: (svc, args) =>
      createApiKey(svc.db, {
        accountId: requireFlag(args, 'account'),
        scopes: parseScopes(requireFlag(args, 'scopes')),
        name: optionalFlag(args, 'name'),
      }),
    revoke: (svc, args) => revokeApiKey(svc.db, requireFlag(args, 'id')),
  },
);
