import { checkHealth } from '../../services/check-health.ts';
import { route, WithStatus } from '../route.ts';
import { healthSchema } from '../shapes/health.ts';

export const metaRoutes = [
  route({
    method: 'GET',
    path: '/health',
    tag: 'Meta',
    auth: 'optional',
    summary:
      'Whether the server, its database and its event transport are up (503 when one is down), and whether mail goes out (mail: ok or degraded, with mail_problems; never a 503 by itself).',
    response: healthSchema,
    otherResponses: { 503: healthSchema },
    handler: async (ctx) => {
      const report = await checkHealth(ctx);
      return new WithStatus(report.status === 'ok' ? 200 : 503, report);
    },
  }),
];
