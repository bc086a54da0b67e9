/**
 * Some dependencies cannot run inside jest's CommonJS module sandbox (without --experimental-vm-modules):
 * PGlite and @fastify/cookie import modules dynamically, @fastify/static and light-my-request
 * (fastify.inject) require ES modules. They are
 * loaded with Node's own require from outside the sandbox instead. Import this module before anything from ../src.
 */
import { runInThisContext } from 'node:vm';

const outerProcess = runInThisContext('process') as { mainModule?: { require: NodeJS.Require } };

export function nativeRequire<T>(id: string): T {
  const outer = outerProcess.mainModule;
  if (!outer) throw new Error('cannot reach Node require outside the jest sandbox');
  return outer.require(require.resolve(id)) as T;
}

jest.mock('light-my-request', () => nativeRequire('light-my-request'));
jest.mock('@fastify/cookie', () => nativeRequire('@fastify/cookie'));
jest.mock('@fastify/static', () => nativeRequire('@fastify/static'));
jest.mock('@fastify/compress', () => nativeRequire('@fastify/compress'));
jest.mock('@fastify/swagger', () => nativeRequire('@fastify/swagger'));
jest.mock('@fastify/swagger-ui', () => nativeRequire('@fastify/swagger-ui'));
