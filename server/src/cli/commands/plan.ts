import { limits } from '@writecheck/shared';
import { assignPlan, definePlan, endPlan } from '../../accounts/accounts.service.js';
import { intFlag, optionalFlag, requireFlag, UsageError } from '../args.js';
import { operatorCommand } from '../operatorCommand.js';

export const command = operatorCommand(
  'define plans and put accounts on them',
  'writecheck plan define --id NAME --credits N [--period-days D] [--upload-cap BYTES] [--rpm N] [--starts-per-hour N] [--in-flight N] | plan assign --account ID --plan NAME | plan end --account ID',
  {
    define: (svc, args) => {
      const periodDays = optionalFlag(args, 'period-days');
      const plan = {
        id: requireFlag(args, 'id'),
        creditsPerPeriod: intFlag(args, 'credits'),
        periodDays: periodDays === undefined ? null : intFlag(args, 'period-days'),
        maxUploadBytes: intFlag(args, 'upload-cap', limits.maxUploadBytes),
        requestsPerMinute: intFlag(args, 'rpm', limits.requestsPerMinute),
        checkStartsPerHour: intFlag(args, 'starts-per-hour', limits.checkStartsPerHour),
        checksInFlight: intFlag(args, 'in-flight', limits.checksInFlight),
      };
      const positive = [plan.maxUploadBytes, plan.requestsPerMinute, plan.checkStartsPerHour, plan.checksInFlight];
      if (plan.creditsPerPeriod < 0 || positive.some((n) => n < 1) || (plan.periodDays !== null && plan.periodDays < 1)) {
        throw new UsageError('credits must be 0 or more; every other number 1 or more');
      }
      if (plan.maxUploadBytes > limits.maxUploadBytes) {
        throw new UsageError(`--upload-cap is at most ${limits.maxUploadBytes} bytes`);
      }
      return definePlan(svc.db, plan);
    },
    assign: (svc, args) => assignPlan(svc.db, requireFlag(args, 'account'), requireFlag(args, 'plan')),
    end: (svc, args) => endPlan(svc.db, requireFlag(args, 'account')),
  },
);
