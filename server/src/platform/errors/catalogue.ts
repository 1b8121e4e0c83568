import type { LocalizedText } from '../i18n/index.js';

/**
 * How one error travels: its GraphQL `extensions.code`, its REST envelope `code` and HTTP status,
 * and its message in every language (`{{name}}` placeholders are filled from the error's params).
 */
export interface ErrorSpec {
  /** `extensions.code` of a GraphQL error; user-caused errors also appear in `userErrors`. */
  graphqlCode: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'INTERNAL';
  /** `code` of the REST envelope (1 is success; -201/-202 mean the session is gone). */
  restCode: number;
  /** HTTP status of the REST answer. Business failures answer 200 with a non-1 code. */
  httpStatus: number;
  messages: LocalizedText;
}

/** The one catalogue of error codes. Later modules add their business errors here. */
export const errorCatalogue = {
  UNAUTHENTICATED: {
    graphqlCode: 'UNAUTHENTICATED',
    restCode: -202,
    httpStatus: 200,
    messages: {
      'zh-CN': '登录已过期，请重新登录',
      'en-US': 'Your login has expired, please log in again',
      ru: 'Срок входа истёк, войдите снова',
      'es-ES': 'Su sesión ha caducado, inicie sesión de nuevo',
    },
  },
  FORBIDDEN: {
    graphqlCode: 'FORBIDDEN',
    restCode: -403,
    httpStatus: 200,
    messages: {
      'zh-CN': '该账号没有此权限',
      'en-US': 'This account has no permission for this',
      ru: 'У этой учётной записи нет прав на это действие',
      'es-ES': 'Esta cuenta no tiene permiso para ello',
    },
  },
  NOT_FOUND: {
    graphqlCode: 'NOT_FOUND',
    restCode: -404,
    httpStatus: 200,
    messages: {
      'zh-CN': '资源不存在',
      'en-US': 'The resource does not exist',
      ru: 'Ресурс не существует',
      'es-ES': 'El recurso no existe',
    },
  },
  ROUTE_NOT_FOUND: {
    graphqlCode: 'NOT_FOUND',
    restCode: -404,
    httpStatus: 404,
    messages: {
      'zh-CN': '请求的接口不存在：{{path}}',
      'en-US': 'No such endpoint: {{path}}',
      ru: 'Такого адреса API нет: {{path}}',
      'es-ES': 'No existe el punto de acceso: {{path}}',
    },
  },
  METHOD_NOT_ALLOWED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -405,
    httpStatus: 405,
    messages: {
      'zh-CN': '请求方式错误，请使用 {{allowed}}',
      'en-US': 'Wrong request method, use {{allowed}}',
      ru: 'Неверный метод запроса, используйте {{allowed}}',
      'es-ES': 'Método de solicitud incorrecto, use {{allowed}}',
    },
  },
  MALFORMED_REQUEST: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -400,
    httpStatus: 400,
    messages: {
      'zh-CN': '请求格式错误：{{reason}}',
      'en-US': 'Malformed request: {{reason}}',
      ru: 'Неверный формат запроса: {{reason}}',
      'es-ES': 'Solicitud mal formada: {{reason}}',
    },
  },
  INVALID_INPUT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -400,
    httpStatus: 400,
    messages: {
      'zh-CN': '参数 {{field}} 无效',
      'en-US': 'The value of {{field}} is not valid',
      ru: 'Недопустимое значение {{field}}',
      'es-ES': 'El valor de {{field}} no es válido',
    },
  },
  PAYLOAD_TOO_LARGE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -413,
    httpStatus: 413,
    messages: {
      'zh-CN': '请求内容过大',
      'en-US': 'The request is too large',
      ru: 'Запрос слишком большой',
      'es-ES': 'La solicitud es demasiado grande',
    },
  },
  RATE_LIMITED: {
    graphqlCode: 'RATE_LIMITED',
    restCode: -429,
    httpStatus: 429,
    messages: {
      'zh-CN': '点击过快，请稍后再试',
      'en-US': 'You are clicking too fast, please try again later',
      ru: 'Слишком частые запросы, попробуйте позже',
      'es-ES': 'Hace clic demasiado rápido, inténtelo más tarde',
    },
  },
  INTERNAL: {
    graphqlCode: 'INTERNAL',
    restCode: -500,
    httpStatus: 500,
    messages: {
      'zh-CN': '服务器错误，请稍后再试',
      'en-US': 'Server error, please try again later',
      ru: 'Ошибка сервера, попробуйте позже',
      'es-ES': 'Error del servidor, inténtelo más tarde',
    },
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
