import { HttpError, isHttpError } from './http-error';

describe('isHttpError', () => {
  it('recognises an HttpError and its status', () => {
    const error = new HttpError(422, 'Eligibility could not be verified', new Headers());
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error, 422)).toBe(true);
    expect(isHttpError(error, 404)).toBe(false);
  });

  it('recognises an HttpError thrown by another bundle’s copy of the class (the shell’s client in a remote)', () => {
    class ShellHttpError extends Error {
      override readonly name = 'HttpError';
      constructor(readonly status: number) {
        super('from the shell');
      }
    }
    expect(isHttpError(new ShellHttpError(422), 422)).toBe(true);
  });

  it('refuses other errors and values', () => {
    expect(isHttpError(new Error('HttpError'))).toBe(false);
    expect(isHttpError({ name: 'HttpError', status: 500 })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});
