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
  SEARCH_QUERY_TOO_LONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -400,
    httpStatus: 400,
    messages: {
      'zh-CN': '搜索内容过长，最多 {{max}} 个字符',
      'en-US': 'The search text is too long, at most {{max}} characters',
      ru: 'Слишком длинный поисковый запрос, не более {{max}} символов',
      'es-ES': 'El texto de búsqueda es demasiado largo, como máximo {{max}} caracteres',
    },
  },
  FAVOURITES_FULL: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -400,
    httpStatus: 200,
    messages: {
      'zh-CN': '收藏夹已满，最多收藏 {{max}} 个商品',
      'en-US': 'Your favourites are full, at most {{max}} parts',
      ru: 'Избранное заполнено, не более {{max}} товаров',
      'es-ES': 'Sus favoritos están llenos, como máximo {{max}} productos',
    },
  },
  TOO_MANY_MPNS: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -400,
    httpStatus: 400,
    messages: {
      'zh-CN': '一次最多查询 {{max}} 个型号',
      'en-US': 'At most {{max}} part numbers can be looked up at once',
      ru: 'За один раз можно искать не более {{max}} номеров деталей',
      'es-ES': 'Se pueden buscar como máximo {{max}} referencias a la vez',
    },
  },
  VERIFICATION_CODE_WRONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1001,
    httpStatus: 200,
    messages: {
      'zh-CN': '验证码错误',
      'en-US': 'The verification code is wrong',
      ru: 'Неверный код подтверждения',
      'es-ES': 'El código de verificación es incorrecto',
    },
  },
  VERIFICATION_CODE_EXPIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1002,
    httpStatus: 200,
    messages: {
      'zh-CN': '验证码已过期，请重新获取',
      'en-US': 'The verification code has expired, please request a new code',
      ru: 'Срок действия кода истёк, запросите новый код',
      'es-ES': 'El código de verificación ha caducado, solicite uno nuevo',
    },
  },
  VERIFICATION_CODE_REQUEST_NEW: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1003,
    httpStatus: 200,
    messages: {
      'zh-CN': '请先获取新的验证码',
      'en-US': 'Please request a new verification code',
      ru: 'Запросите новый код подтверждения',
      'es-ES': 'Solicite un nuevo código de verificación',
    },
  },
  VERIFICATION_CODE_RESEND_WAIT: {
    graphqlCode: 'RATE_LIMITED',
    restCode: -1004,
    httpStatus: 200,
    messages: {
      'zh-CN': '{{seconds}} 秒后可重新获取验证码',
      'en-US': 'The code can be requested again in {{seconds}} s',
      ru: 'Код можно запросить снова через {{seconds}} с',
      'es-ES': 'Puede volver a solicitar el código en {{seconds}} s',
    },
  },
  VERIFICATION_ADDRESS_LIMIT: {
    graphqlCode: 'RATE_LIMITED',
    restCode: -1005,
    httpStatus: 200,
    messages: {
      'zh-CN': '该账号获取验证码过于频繁，请一小时后再试',
      'en-US': 'Too many codes were requested for this address, please try again in an hour',
      ru: 'Для этого адреса запрошено слишком много кодов, попробуйте через час',
      'es-ES': 'Se han solicitado demasiados códigos para esta dirección, inténtelo dentro de una hora',
    },
  },
  VERIFICATION_IP_LIMIT: {
    graphqlCode: 'RATE_LIMITED',
    restCode: -1006,
    httpStatus: 200,
    messages: {
      'zh-CN': '您的网络获取验证码过于频繁，请一小时后再试',
      'en-US': 'Too many codes were requested from your network, please try again in an hour',
      ru: 'Из вашей сети запрошено слишком много кодов, попробуйте через час',
      'es-ES': 'Se han solicitado demasiados códigos desde su red, inténtelo dentro de una hora',
    },
  },
  AGREEMENT_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1007,
    httpStatus: 200,
    messages: {
      'zh-CN': '请阅读并勾选用户协议',
      'en-US': 'Please read and accept the user agreement',
      ru: 'Прочитайте и примите пользовательское соглашение',
      'es-ES': 'Lea y acepte el acuerdo de usuario',
    },
  },
  INVITE_CODE_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1008,
    httpStatus: 200,
    messages: {
      'zh-CN': '邀请码不存在',
      'en-US': 'The invitation code does not exist',
      ru: 'Такого кода приглашения нет',
      'es-ES': 'El código de invitación no existe',
    },
  },
  EMAIL_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1009,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的邮箱地址',
      'en-US': 'Please enter a valid e-mail address',
      ru: 'Введите правильный адрес электронной почты',
      'es-ES': 'Introduzca una dirección de correo electrónico válida',
    },
  },
  PHONE_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1010,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的手机号',
      'en-US': 'Please enter a correct phone number',
      ru: 'Введите правильный номер телефона',
      'es-ES': 'Introduzca un número de teléfono correcto',
    },
  },
  PASSWORD_LENGTH: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1011,
    httpStatus: 200,
    messages: {
      'zh-CN': '密码长度为6-12位',
      'en-US': 'The password must be 6-12 characters long',
      ru: 'Пароль должен содержать от 6 до 12 символов',
      'es-ES': 'La contraseña debe tener entre 6 y 12 caracteres',
    },
  },
  PASSWORD_LETTERS_AND_DIGITS: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1012,
    httpStatus: 200,
    messages: {
      'zh-CN': '密码须包含字母和数字',
      'en-US': 'The password must contain letters and digits',
      ru: 'Пароль должен содержать буквы и цифры',
      'es-ES': 'La contraseña debe contener letras y números',
    },
  },
  PASSWORD_NO_CHINESE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1013,
    httpStatus: 200,
    messages: {
      'zh-CN': '密码不能包含中文',
      'en-US': 'The password must not contain Chinese characters',
      ru: 'Пароль не должен содержать китайские символы',
      'es-ES': 'La contraseña no debe contener caracteres chinos',
    },
  },
  LOGIN_FAILED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1014,
    httpStatus: 200,
    messages: {
      'zh-CN': '账号或密码错误',
      'en-US': 'Wrong account or password',
      ru: 'Неверная учётная запись или пароль',
      'es-ES': 'Cuenta o contraseña incorrecta',
    },
  },
  ACCOUNT_EXISTS: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1015,
    httpStatus: 200,
    messages: {
      'zh-CN': '该邮箱或手机号已注册，请直接登录',
      'en-US': 'This e-mail or phone is already registered, please log in',
      ru: 'Этот адрес или телефон уже зарегистрирован, войдите',
      'es-ES': 'Este correo o teléfono ya está registrado, inicie sesión',
    },
  },
  ACCOUNT_NOT_FOUND: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1016,
    httpStatus: 200,
    messages: {
      'zh-CN': '该邮箱或手机号未注册',
      'en-US': 'No account uses this e-mail or phone',
      ru: 'Нет учётной записи с этим адресом или телефоном',
      'es-ES': 'Ninguna cuenta usa este correo o teléfono',
    },
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
