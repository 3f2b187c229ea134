// Builds the Fastify app: headers, auth, API routes, static files and the one error handler.
import type https from 'node:https';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createAuthLimiters, RATE_LIMIT_SWEEP_EVERY_MS, sweepRateLimits } from './auth/attempt-limiter';
import { runPeriodically } from './http/periodic';
import { installRequestUser } from './auth/request-user';
import type { Database } from './db/types';
import { installCompression } from './http/compression';
import { installErrorHandler } from './http/errors';
import { installHeaders } from './http/headers';
import { nulInJson, refuseNulInUrls } from './http/nul-characters';
import { installStaticFiles } from './http/static-files';
import type { LiveChannel } from './live/channel';
import { installLive } from './live/install';
import { installHealthChecks } from './ops/health';
import { installMetrics } from './ops/metrics';
import { REQUEST_ID_HEADER, newRequestId } from './ops/request-id';
import { installRouteTable } from './ops/route-table';
import { createRecaptchaVerifier, type RecaptchaVerifier } from './mail/recaptcha';
import { createMailLimiters, createMailService } from './mail/service';
import { createMailer, type Mailer } from './mail/transport';
import { accountDataRoutes } from './routes/account-data';
import { adRoutes } from './routes/ads';
import { oauthRoutes, type OAuthOptions } from './routes/oauth';
import { brandRoutes } from './routes/brands';
import { catalogueItemRoutes } from './routes/catalogue-items';
import { complainRoutes } from './routes/complains';
import { cataloguePageRoutes } from './routes/catalogue-pages';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { strainRoutes } from './routes/strains';
import { telemetryRoutes } from './routes/telemetry';
import { cataloguePickerRoutes } from './routes/catalogue-picker';
import { diaryExtraRoutes } from './routes/diary-extras';
import { createWriteLimiter, diaryWriteRoutes } from './routes/diary-writes';
import { diaryRoutes } from './routes/diaries';
import { followRoutes } from './routes/follows';
import { questionRoutes } from './routes/questions';
import { blogRoutes } from './routes/blogs';
import { awardRoutes } from './routes/awards';
import { translationRoutes } from './routes/translations';
import type { TranslationProvider } from './services/translation-provider';
import { blogUploadRoutes } from './routes/blogs-uploads';
import { giveawayRoutes } from './routes/giveaways';
import { shortRoutes } from './routes/shorts';
import { commentRoutes } from './routes/comments';
import { likeRoutes } from './routes/likes';
import { notificationRoutes } from './routes/notifications';
import { mainPageRoutes } from './routes/main-page';
import { sessionRoutes } from './routes/session';
import { createUploadLimiter } from './routes/upload-deps';
import { photoUploadRoutes } from './routes/uploads';
import { installPush } from './push/install';
import { userRoutes } from './routes/users';
import { settingsRoutes } from './routes/settings';
import { chatRoutes } from './routes/chats';
import { videoUploadRoutes } from './routes/video-uploads';
import { wikiRoutes } from './routes/wiki';
import { staticPageRoutes } from './routes/static-pages';
import { contactRoutes } from './routes/contacts';
import { widgetEmbedRoutes } from './routes/widget-embed';
import { brandsManagerRoutes } from './routes/brands-manager';
import { brandsManagerSchemesRoutes } from './routes/brands-manager-schemes';
import { brandsManagerStatisticsRoutes } from './routes/brands-manager-statistics';
import { brandsManagerBannerRoutes } from './routes/brands-manager-banners';
import { brandsManagerTestersRoutes } from './routes/brands-manager-testers';
import { brandsManagerSubscriptionRoutes } from './routes/brands-manager-subscription';
import { brandsManagerNewslettersRoutes } from './routes/brands-manager-newsletters';
import { brandsManagerProductDetailRoutes } from './routes/brands-manager-product-details';
import { createPaymentProviders, paymentOptionsFromEnv, type PaymentOptions } from './payments';
import { premiumRoutes } from './routes/premium';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partners';

export interface AppOptions {
  db: Kysely<Database>;
  /** Holds mail/ (without SMTP) and vapid.json, and uploads/ unless mediaDir says otherwise. */
  dataDir: string;
  /** The uploads, served at /uploads/ (MEDIA_DIR; dataDir/uploads by default): one folder every node shares. */
  mediaDir?: string;
  /** The proxies trusted to name the client in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  /** The built client; when it has no index.html only the API and uploads are served. */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Multiplies the sign-up, write and upload limits (1 in production; the end-to-end and benchmark servers raise it). */
  limitScale?: number;
  /** The TLS agent of web push requests (the push test trusts its local push service with it). */
  pushAgent?: https.Agent;
  /** Mail: SMTP (or .eml files in dataDir/mail), the links' origin, the recaptcha check; tests may pass their own mailer or verifier. */
  mail?: AppMailOptions;
  /** The bearer token of GET /metrics; without it there is no such endpoint. */
  metricsToken?: string;
  /** The live channel; by default this process's own (server/live/channel.ts); on PostgreSQL main.ts shares one across nodes. */
  live?: LiveChannel;
  /** Sign in with another account: the OpenID Connect providers (none by default), the site's address for their callback (the mail's publicUrl by default), a test clock. */
  oauth?: Partial<OAuthOptions>;
  /** Machine translation (TRANSLATE_URL); without one, translating answers 503 and the app shows no Translate button. */
  translator?: TranslationProvider | null;
  /** The clock giveaways open, close and settle by (tests move it past an end date). */
  giveawayClock?: () => Date;
  /** The clock of the brand manager's banner figures (today's day; tests move it to the next day). */
  bannerClock?: () => number;
  /** Payment providers besides the invoice: Stripe from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET by default. */
  payments?: PaymentOptions;
}

export interface AppMailOptions {
  smtpUrl?: string;
  from?: string;
  publicUrl?: string;
  recaptchaSecret?: string;
  /** Where the contact and partnership forms' messages go (CONTACT_EMAIL). */
  contactTo?: string;
  mailer?: Mailer;
  recaptcha?: RecaptchaVerifier;
  /** The clock of the mail limits (tests step it). */
  now?: () => number;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** Query parameters that carry a secret or an address: the live stream's token, a mail link's key and address, a sign-in provider's code and state. */
const SECRET_QUERY = /([?&](?:token|k|e|email|code|state)=)[^&]*/g;
/** Paths ending in a secret: a newsletter recipient's open pixel and click links. */
const SECRET_PATH = /^(\/api\/newsletters\/(?:open|click)\/)[^/?]+/;
/** An e-mail address anywhere else in the address (a search, a name), plain or percent-encoded. */
const EMAIL_ADDRESS = /[^/?&=]+(?:@|%40)[^/?&=]+/gi;

/** A request's address as logged: secrets and e-mail addresses blanked to "-". */
function loggedUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1-').replace(SECRET_QUERY, '$1-').replace(EMAIL_ADDRESS, '-');
}

/** Log lines name the request but never its headers (Authorization), body (passwords) or a secret in its address. */
const SAFE_SERIALIZERS = {
  req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: loggedUrl(req.url), remoteAddress: req.ip }),
};

function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return { ...(logger === true ? {} : logger), serializers: SAFE_SERIALIZERS };
}

export async function buildApp({ db, dataDir, mediaDir = path.join(dataDir, 'uploads'), trustProxy, distDir, logger = false, limitScale = 1, pushAgent, mail: mailOptions = {}, metricsToken, oauth = {}, live, translator = null, giveawayClock, bannerClock, payments: paymentOptions = paymentOptionsFromEnv(process.env) }: AppOptions): Promise<FastifyInstance> {
  // Every log line of a request carries its id (the proxy's X-Request-Id when it sent a sane one), answered back in the same header.
  const app = Fastify({
    logger: withSafeSerializers(logger), bodyLimit: JSON_BODY_LIMIT, ...(trustProxy !== undefined && { trustProxy }),
    requestIdHeader: false, genReqId: newRequestId, logController: new LogController({ requestIdLogLabel: 'request_id' }),
  });
  app.addHook('onRequest', async (request, reply) => { reply.header(REQUEST_ID_HEADER, request.id); });

  // Same JSON parsing as Fastify's, but an empty body (a DELETE sent with a JSON content type) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const nul = nulInJson(body.toString());
    if (nul) return done(nul, undefined);
    return parseJson(request, body.toString(), done);
  });

  installRouteTable(app);
  installErrorHandler(app);
  refuseNulInUrls(app);
  installMetrics(app, metricsToken);
  installHealthChecks(app, db);
  installHeaders(app);
  installCompression(app);
  installRequestUser(app, db);

  await installLive(app, db, live);
  const mail = createMailService({
    mailer: mailOptions.mailer ?? createMailer({ smtpUrl: mailOptions.smtpUrl, mailDir: path.join(dataDir, 'mail'), from: mailOptions.from ?? 'GrowDiaries <no-reply@growdiaries.localhost>' }),
    publicUrl: mailOptions.publicUrl ?? 'http://localhost:8080',
    limits: createMailLimiters(db, limitScale, mailOptions.now),
    recaptcha: mailOptions.recaptcha ?? (mailOptions.recaptchaSecret ? createRecaptchaVerifier(mailOptions.recaptchaSecret) : undefined),
    onError: (error) => app.log.error({ err: error }, 'mail not sent'),
  });
  // Mails queued by the last answers leave before the server closes; tests wait for them with app.mail.idle().
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.idle());
  const deps = { db, limiters: createAuthLimiters(db, limitScale), mail };
  // Every limit counts in the database, shared by all server nodes; ended windows are swept.
  runPeriodically(app, RATE_LIMIT_SWEEP_EVERY_MS, 'rate limit sweep', () => sweepRateLimits(db));
  await app.register(mainPageRoutes, deps);
  await app.register(diaryRoutes, deps);
  // One write limit per grower, whatever the grower writes.
  const writeLimiter = createWriteLimiter(db, limitScale);
  await app.register(diaryWriteRoutes, { ...deps, writeLimiter });
  await app.register(sessionRoutes, { ...deps, writeLimiter });
  await app.register(diaryExtraRoutes, deps);
  await app.register(cataloguePickerRoutes, deps);
  await app.register(brandRoutes, deps);
  await app.register(catalogueItemRoutes, { ...deps, limitScale });
  await app.register(cataloguePageRoutes, deps);
  await app.register(strainRoutes, { ...deps, limitScale });
  await app.register(wikiRoutes, deps);
  await app.register(staticPageRoutes, deps);
  await app.register(widgetEmbedRoutes, deps);
  await app.register(reviewRoutes, { ...deps, writeLimiter });
  await app.register(followRoutes, { ...deps, writeLimiter });
  await app.register(questionRoutes, { ...deps, writeLimiter });
  await app.register(blogRoutes, { ...deps, writeLimiter });
  await app.register(giveawayRoutes, { ...deps, writeLimiter, now: giveawayClock });
  await app.register(awardRoutes, { ...deps, writeLimiter });
  await app.register(translationRoutes, { ...deps, translator, limitScale });
  await app.register(commentRoutes, { ...deps, writeLimiter, limitScale });
  await app.register(likeRoutes, { ...deps, writeLimiter });
  await app.register(notificationRoutes, { ...deps, writeLimiter });
  await app.register(complainRoutes, { ...deps, writeLimiter, live: app.live });
  await app.register(searchRoutes, { ...deps, limitScale });
  await app.register(telemetryRoutes, { ...deps, limitScale });
  await app.register(adRoutes, { ...deps, limitScale });
  await app.register(oauthRoutes, {
    ...deps, writeLimiter, oauth: { providers: oauth.providers ?? [], publicUrl: oauth.publicUrl ?? mailOptions.publicUrl ?? 'http://localhost:8080', now: oauth.now },
  });
  const uploadDeps = { ...deps, uploadsDir: mediaDir, uploadLimiter: createUploadLimiter(db, limitScale), limitScale };
  await app.register(photoUploadRoutes, uploadDeps);
  await app.register(videoUploadRoutes, uploadDeps);
  await app.register(blogUploadRoutes, uploadDeps);
  await app.register(shortRoutes, { ...uploadDeps, writeLimiter });
  await app.register(userRoutes, { ...uploadDeps, writeLimiter });
  await app.register(accountDataRoutes, uploadDeps);
  await app.register(settingsRoutes, { ...deps, writeLimiter });
  await app.register(contactRoutes, { ...deps, writeLimiter, limitScale, mailing: { mail, to: mailOptions.contactTo ?? 'GrowDiaries <contact@growdiaries.localhost>' } });
  await app.register(brandsManagerRoutes, { ...uploadDeps, writeLimiter });
  await app.register(brandsManagerSchemesRoutes, { ...deps, writeLimiter });
  await app.register(brandsManagerStatisticsRoutes, { ...deps, limitScale });
  await app.register(brandsManagerBannerRoutes, { ...uploadDeps, writeLimiter, now: bannerClock });
  await app.register(brandsManagerTestersRoutes, { ...deps, writeLimiter });
  await app.register(brandsManagerSubscriptionRoutes, deps);
  await app.register(brandsManagerNewslettersRoutes, { ...deps, writeLimiter });
  await app.register(brandsManagerProductDetailRoutes, { ...uploadDeps, writeLimiter });
  const payments = createPaymentProviders(paymentOptions);
  await app.register(premiumRoutes, { ...deps, writeLimiter, payments, publicUrl: mailOptions.publicUrl ?? 'http://localhost:8080' });
  await app.register(orderRoutes, { ...deps, writeLimiter, payments });
  await app.register(partnerRoutes, { ...deps, writeLimiter });
  // New messages go to the members over the live channel once stored.
  await app.register(chatRoutes, { ...deps, writeLimiter, live: app.live });
  // Web push: the VAPID key pair is made at the first start in the data folder and kept.
  await installPush(app, db, { dataDir, limitScale, agent: pushAgent });

  await installStaticFiles(app, db, distDir, uploadDeps.uploadsDir);
  return app;
}
