import { describe, expect, it } from 'vitest';
import { customerServiceRoute } from './shell/access';
import { feedbackLength, hasVipService, VIP_SERVICE_LEVEL } from './vip';

describe('VIP service level', () => {
  it('is where the customer-service route turns to VIP service', () => {
    expect(hasVipService(VIP_SERVICE_LEVEL)).toBe(true);
    expect(customerServiceRoute(VIP_SERVICE_LEVEL)).toBe('vipService');
    expect(hasVipService(VIP_SERVICE_LEVEL - 1)).toBe(false);
    expect(customerServiceRoute(VIP_SERVICE_LEVEL - 1)).toBe('liveChat');
  });
});

describe('feedbackLength', () => {
  it('counts code points of the trimmed content', () => {
    expect(feedbackLength('  abc  ')).toBe(3);
    expect(feedbackLength('😀😀')).toBe(2);
  });
});
