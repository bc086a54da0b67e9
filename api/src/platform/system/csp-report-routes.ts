import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { enforceLimits, type RateLimit } from '../rate-limit/rate-limits';
import { errorResponses } from '../http/error-responses';

/** `report-uri` sends one violation as application/csp-report; the Reporting API sends batches as reports+json. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

const Fields = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 32 });
const CspReportBodySchema = Type.Union([
  Type.Object({ 'csp-report': Fields }),
  Type.Array(Type.Object({ type: Type.String({ maxLength: 64 }), body: Type.Optional(Fields) }), { maxItems: 50 }),
]);

/** Browsers send these without our cookies: the address is who they come from; the global cap keeps the log sane. */
const PER_ADDRESS: RateLimit = { bucket: 'csp-report:address', limit: 100, windowSeconds: 10 * 60 };
const EVERYONE: RateLimit = { bucket: 'csp-report:all', limit: 10_000, windowSeconds: 60 * 60 };

const FIELD_LENGTH = 500;

interface Violation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: string;
}

function text(fields: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, FIELD_LENGTH);
  }
  return '';
}

/** The two formats name the same facts differently (kebab-case against camelCase). */
function violationsIn(body: Static<typeof CspReportBodySchema>): Violation[] {
  const reports = Array.isArray(body)
    ? body.filter((report) => report.type === 'csp-violation' && report.body).map((report) => report.body!)
    : [body['csp-report']];
  return reports.map((fields) => ({
    document: text(fields, 'document-uri', 'documentURL'),
    directive: text(fields, 'effective-directive', 'effectiveDirective', 'violated-directive'),
    blocked: text(fields, 'blocked-uri', 'blockedURL'),
    source: text(fields, 'source-file', 'sourceFile'),
    line: text(fields, 'line-number', 'lineNumber'),
  }));
}

export const cspReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    '/csp-report',
    {
      config: { csrf: false },
      schema: {
        tags: ['system'],
        summary: "Content-Security-Policy violations reported by shoppers' browsers",
        body: CspReportBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimits(
        app.db,
        [
          { limit: PER_ADDRESS, key: request.ip },
          { limit: EVERYONE, key: '*' },
        ],
        'rate_limited',
        (wait) => `Слишком много отчётов о нарушениях политики безопасности. Попробуйте ${wait}.`,
      );
      for (const violation of violationsIn(request.body)) {
        request.log.warn({ cspViolation: violation, userAgent: request.headers['user-agent'] }, 'CSP violation');
      }
      return reply.code(204).send(null);
    },
  );
};
