import i18next from 'i18next';

/** The HTTP status toasts of spec §8; any other status reads as a generic failure. */
const statusMessages: Record<number, () => string> = {
  400: () => i18next.t('errors.http.badRequest'),
  401: () => i18next.t('errors.http.unauthorized'),
  403: () => i18next.t('errors.http.forbidden'),
  404: () => i18next.t('errors.http.notFound'),
  405: () => i18next.t('errors.http.methodNotAllowed'),
  408: () => i18next.t('errors.http.timeout'),
  500: () => i18next.t('errors.http.serverError'),
  501: () => i18next.t('errors.http.notImplemented'),
  502: () => i18next.t('errors.http.badGateway'),
  503: () => i18next.t('errors.http.serviceUnavailable'),
  504: () => i18next.t('errors.http.gatewayTimeout'),
  505: () => i18next.t('errors.http.versionNotSupported'),
};

export function httpStatusMessage(status: number): string {
  return statusMessages[status]?.() ?? i18next.t('errors.http.requestFailed');
}
