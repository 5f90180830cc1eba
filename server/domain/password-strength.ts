// How guessable a new password is, by zxcvbn's estimate (@zxcvbn-ts with its common-password and English
// dictionaries): beyond the product's 6-character minimum, passwords it scores below 2 of 4 ("very guessable": the
// most common passwords, small variations of them, dictionary words, keyboard walks and repeats) are refused. The
// dictionaries take ~0.7 s and a few MB to load, so they are loaded on first use.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const MIN_SCORE = 2;
const BASE_MESSAGE = 'This password is too easy to guess';
export const WEAK_PASSWORD_HINT = 'Choose a longer password, or a few uncommon words together.';

let estimator: ZxcvbnFactory | undefined;

/**
 * Null when the password is hard enough to guess; otherwise the message to show, with zxcvbn's warning when it has
 * one ("This is a commonly used password."). `personal` words (username, email, name) count as easy to guess.
 */
export function passwordWeakness(password: string, personal: readonly (string | null | undefined)[] = []): string | null {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs, translations: english.translations });
  const result = estimator.check(password, personal.filter((word): word is string => Boolean(word)));
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning;
  return `${BASE_MESSAGE}${warning ? `: ${warning.replace(/\.$/, '').toLowerCase()}` : ''}. ${WEAK_PASSWORD_HINT}`;
}
