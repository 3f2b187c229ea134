// What one web push carries to the service worker (zod-free: the worker reads it).

/** The payload of a push: the notification's title and text, and the app page a tap opens (a path of this site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** The answer of GET /api/push/key: the server's VAPID public key (base64url), the applicationServerKey of subscriptions. */
export interface PushKeyAnswer {
  key: string;
}
