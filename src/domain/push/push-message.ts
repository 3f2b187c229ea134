// What one web push carries to the service worker (zod-free: the worker reads it).

/** The payload of a push: the notification's title and text, and the app page a tap opens (a path of this site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Pushes of one tag replace each other in the system's list, alerting again: a chat's messages show as one entry per
   * room, its latest, as messengers do. */
  tag?: string;
}

/** The answer of GET /api/push/key: the server's VAPID public key (base64url), the applicationServerKey of subscriptions. */
export interface PushKeyAnswer {
  key: string;
}
