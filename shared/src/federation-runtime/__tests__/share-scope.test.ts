import { pickSingleton, provideShared, resolveShared } from '../share-scope';
import type { ConsumeData, ShareScope } from '../types';

const factoryOf = (value: unknown) => () => value;
const provider = (value: unknown) => jest.fn(async () => factoryOf(value));

function consume(overrides: Partial<ConsumeData> = {}): ConsumeData {
  return {
    shareKey: 'react',
    singleton: true,
    requiredVersion: '19.3.1',
    strictVersion: false,
    fallback: jest.fn(async () => factoryOf('copie du module')),
    ...overrides,
  };
}

describe('provideShared', () => {
  it('adds each version once; an untaken one goes to the greater name, a taken one stays', () => {
    const scope: ShareScope = {};
    const shellReact = provider('react du shell');
    const museumReact = provider('react du musée');
    provideShared(scope, 'default', { react: [{ version: '19.3.1', get: museumReact }] }, 'mfe_museum');
    provideShared(scope, 'default', { react: [{ version: '19.3.1', get: shellReact }] }, 'shell');
    expect(scope.react?.['19.3.1']?.from).toBe('shell');
    scope.react!['19.3.1']!.loaded = true;
    provideShared(scope, 'default', { react: [{ version: '19.3.1', get: museumReact }] }, 'zz_later');
    expect(scope.react?.['19.3.1']?.from).toBe('shell');
  });

  it('leaves out what is provided to another scope', () => {
    const scope: ShareScope = {};
    provideShared(
      scope,
      'default',
      { zustand: [{ version: '5.1.0', get: provider(1), scope: ['other'] }] },
      'a',
    );
    expect(scope).toEqual({});
  });
});

describe('pickSingleton', () => {
  it('takes the version already loaded, else the highest', () => {
    const get = provider(0);
    expect(pickSingleton({ '1.0.0': { get, from: 'a' }, '1.2.0': { get, from: 'b' } })?.[0]).toBe('1.2.0');
    expect(
      pickSingleton({ '1.0.0': { get, from: 'a', loaded: true }, '1.2.0': { get, from: 'b' } })?.[0],
    ).toBe('1.0.0');
    expect(pickSingleton({})).toBeUndefined();
  });
});

describe('resolveShared', () => {
  it('gives the provider’s module, marks it taken and asks the provider once', async () => {
    const get = provider('react du shell');
    const scope: ShareScope = { react: { '19.3.1': { get, from: 'shell' } } };
    const first = await resolveShared(scope, consume());
    const second = await resolveShared(scope, consume());
    expect(first()).toBe('react du shell');
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    expect(scope.react?.['19.3.1']?.loaded).toBe(true);
  });

  it('falls back to the build’s own copy when nobody provides the module', async () => {
    const request = consume({ shareKey: 'zustand' });
    expect((await resolveShared({}, request))()).toBe('copie du module');
    expect(request.fallback).toHaveBeenCalledTimes(1);
  });

  it('warns when the singleton is not the version asked for, and uses it all the same', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope: ShareScope = { react: { '19.2.0': { get: provider('ancien'), from: 'shell' } } };
    expect((await resolveShared(scope, consume()))()).toBe('ancien');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('react 19.2.0 partagé, 19.3.1 demandé'));
  });

  it('takes its own copy instead when the version is strict', async () => {
    const scope: ShareScope = { react: { '19.2.0': { get: provider('ancien'), from: 'shell' } } };
    expect((await resolveShared(scope, consume({ strictVersion: true })))()).toBe('copie du module');
  });

  it('asks the provider again after its chunk failed to load', async () => {
    const get = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 153 failed.'))
      .mockResolvedValueOnce(factoryOf('react'));
    const scope: ShareScope = { react: { '19.3.1': { get, from: 'shell' } } };
    await expect(resolveShared(scope, consume())).rejects.toThrow('Loading chunk 153 failed.');
    expect((await resolveShared(scope, consume()))()).toBe('react');
  });
});
