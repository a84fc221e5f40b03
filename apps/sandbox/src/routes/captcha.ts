import { Hono } from 'hono';
import type { Services } from '../context';
import { captchaText, drawCaptcha } from '../captcha/draw';
import { encodePng } from '../captcha/png';
import { ok } from '../http/envelope';
import { visitorIp } from '../http/ip';
import { merchant } from '../http/merchant';
import type { MerchantEnv } from '../http/merchant';
import { rateLimit } from '../http/rateLimit';
import { saveCaptcha } from '../store/captcha';

/**
 * `GET /wps/captcha`: a picture the sandbox draws itself, as base64 PNG. Its answer is bound to
 * the visitor's address (the latest picture wins) and is good for one try within five minutes.
 */
export function captchaRoutes({ db, now, limits }: Services) {
  const routes = new Hono<MerchantEnv>();
  routes.use('*', merchant(db));

  routes.get('/', rateLimit({ db, now, name: 'captcha', rule: limits.captcha }), (c) => {
    const answer = captchaText();
    saveCaptcha(db, c.var.merchant.code, visitorIp(c) ?? 'unknown', answer, now());
    return ok(c, encodePng(drawCaptcha(answer)).toString('base64'));
  });

  return routes;
}
