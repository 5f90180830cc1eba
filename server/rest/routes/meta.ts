import { checkHealth, checkReadiness } from '../../services/check-health.ts';
import { route, WithStatus } from '../route.ts';
import { healthSchema, readinessSchema } from '../shapes/health.ts';

export const metaRoutes = [
  route({
    method: 'GET',
    path: '/health',
    tag: 'Meta',
    auth: 'optional',
    summary:
      'Liveness: whether the server, its database and its event transport are up (503 when one is down), and whether mail goes out (mail: ok or degraded, with mail_problems; never a 503 by itself).',
    response: healthSchema,
    otherResponses: { 503: healthSchema },
    handler: async (ctx) => {
      const report = await checkHealth(ctx);
      return new WithStatus(report.status === 'ok' ? 200 : 503, report);
    },
  }),
  route({
    method: 'GET',
    path: '/ready',
    tag: 'Meta',
    auth: 'optional',
    summary:
      'Readiness: 200 when this instance should get new requests, 503 when its database or event transport is down or it is shutting down (draining: true). Mail is reported (mail, mail_problems) but never makes it unready.',
    response: readinessSchema,
    otherResponses: { 503: readinessSchema },
    handler: async (ctx) => {
      const report = await checkReadiness(ctx);
      return new WithStatus(report.ready ? 200 : 503, report);
    },
  }),
];
