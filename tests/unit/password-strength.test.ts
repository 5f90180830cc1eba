// New passwords that zxcvbn finds very guessable are refused, with its warning in the message; the product's length
// rules come first.
import { describe, expect, it } from 'vitest';
import { passwordWeakness, WEAK_PASSWORD_HINT } from '../../server/domain/password-strength.ts';
import { registrationSchema } from '../../server/domain/validation/auth.ts';

describe('password strength', () => {
  it.each(['password', 'password1', '123456', 'qwerty123', 'iloveyou', 'secret123', 'letmein!', 'aaaaaaaa'])('refuses %s', (password) => {
    expect(passwordWeakness(password)).toMatch(/^This password is too easy to guess/);
    expect(passwordWeakness(password)).toContain(WEAK_PASSWORD_HINT);
  });

  it.each(['correct horse battery', 'Tr0ub4dor&3', 'sideboard-demo', 'plum kettle 42'])('accepts %s', (password) => {
    expect(passwordWeakness(password)).toBeNull();
  });

  it("counts the account's own username as easy to guess", () => {
    expect(passwordWeakness('quetzalcoatl9')).toBeNull();
    expect(passwordWeakness('quetzalcoatl9', ['quetzalcoatl'])).not.toBeNull();
  });

  it('is checked on registration after the length rules, on the password field', () => {
    const parse = (password: string) => registrationSchema.safeParse({ username: 'quetzalcoatl', email: 'q@example.test', password });
    expect(parse('12345').error?.issues.map((i) => i.message)).toEqual(['Password must be at least 6 characters long']);
    expect(parse('password1').error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: expect.stringMatching(/^This password is too easy to guess: this is a commonly used password\./) })]);
    expect(parse('quetzalcoatl9').success).toBe(false);
    expect(parse('plum kettle 42').success).toBe(true);
  });
});
