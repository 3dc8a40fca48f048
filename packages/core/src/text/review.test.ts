import { describe, expect, it } from 'vitest';

import { cleanReviewText, reviewerBadge, reviewerType } from './review.ts';

describe('cleanReviewText', () => {
  it.each([
    ['Super krem\ufffd\ufffd!', 'Super krem!'],
    ['Pi\ufffdkny &amp; delikatny', 'Pikny & delikatny'],
    ['<p>Polecam&#33;</p>', 'Polecam!'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, output) => {
    expect(cleanReviewText(input)).toBe(output);
  });
});

describe('reviewerBadge', () => {
  it.each([
    ['AnonymousUser', undefined],
    ['VerifiedBuyer', 'Zweryfikowany recenzent'],
    ['User', 'Zweryfikowany recenzent'],
    [null, 'Zweryfikowany recenzent'],
  ])('user_type %j → %j', (userType, badge) => {
    expect(reviewerBadge(userType)).toBe(badge);
  });
});

describe('reviewerType', () => {
  it.each([
    ['VerifiedBuyer', null, 'VerifiedBuyer'],
    ['AnonymousUser', null, 'AnonymousUser'],
    ['AnonymousUser', true, 'VerifiedBuyer'],
    ['VerifiedBuyer', false, 'AnonymousUser'],
  ] as const)('imported as %s, delivered to its author: %j → %s', (userType, deliveredToAuthor, type) => {
    expect(reviewerType({ userType, deliveredToAuthor })).toBe(type);
  });
});
