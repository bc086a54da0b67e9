import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { globalPlugin } from './global-plugin';

/** The OpenAPI document comes from the routes' TypeBox schemas; UI at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = globalPlugin('openapi', async (app) => {
  await app.register(swagger, {
    // Schemas with an $id (the recursive CategoryNode, ApiError) keep their name as the component name.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Apteka storefront API',
        description: 'Регионы, аптеки, каталог, корзина и сессия покупателя. Деньги — целые копейки.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'value of the XSRF-TOKEN cookie' },
          deployToken: {
            type: 'http',
            scheme: 'bearer',
            description: "a team's deploy token (apk_…), made with npm run platform -- token create",
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
