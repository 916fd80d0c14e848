/** The Permissions-Policy of every response: the app's middleware and the pages the dev IdP writes itself. */

/**
 * Browser features no page of this app uses, switched off for it and anything it embeds, so an
 * injected script or a framed page cannot ask for them. Clipboard writing stays allowed (the
 * profile copies a new API token). Only features Chromium knows: an unknown name is a console error.
 */
export const permissionsPolicy = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  displayCapture: [],
  encryptedMedia: [],
  fullscreen: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  publickeyCredentialsGet: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
  browsingTopics: [],
} satisfies Record<string, []>;

/** The Permissions-Policy header value, for responses written outside the middleware. */
export const permissionsPolicyHeader = Object.keys(permissionsPolicy)
  .map((feature) => `${feature.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}=()`)
  .join(', ');
