import type { FastifyInstance } from 'fastify';
import { tenantSettings } from '../config/tenant-settings.ts';
import { termsDocument, termsLanguage } from '../http/terms-document.ts';

/**
 * `GET /terms-of-use-agreement/embed[?lang=en|es|pt]`: the terms of use as a page that needs
 * no script (terms-document.ts), for iframe widgets; public like the app's terms page. The
 * language is `lang`, else the tenant's default interface language.
 */
export async function termsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { lang?: string } }>(
    '/terms-of-use-agreement/embed',
    async (request, reply) => {
      const locale = request.tenant ? tenantSettings(request.tenant).locale : undefined;
      const language = termsLanguage(request.query.lang, locale);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(termsDocument(language));
    },
  );
}
