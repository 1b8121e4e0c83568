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
  IMAGE_UPLOAD_FAILED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1101,
    httpStatus: 200,
    messages: {
      'zh-CN': '图片上传失败，请上传 JPG、PNG 或 WebP 图片',
      'en-US': 'Image upload failed: please upload a JPG, PNG or WebP image',
      ru: 'Не удалось загрузить изображение: загрузите файл JPG, PNG или WebP',
      'es-ES': 'Error al subir la imagen: suba una imagen JPG, PNG o WebP',
    },
  },
  IMAGE_TOO_LARGE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1102,
    httpStatus: 200,
    messages: {
      'zh-CN': '图片上传失败：图片不能超过 {{megabytes}} MB',
      'en-US': 'Image upload failed: the image must not exceed {{megabytes}} MB',
      ru: 'Не удалось загрузить изображение: размер не должен превышать {{megabytes}} МБ',
      'es-ES': 'Error al subir la imagen: no debe superar {{megabytes}} MB',
    },
  },
  NICKNAME_TOO_LONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1103,
    httpStatus: 200,
    messages: {
      'zh-CN': '昵称最多 10 个字符',
      'en-US': 'The nickname may have at most 10 characters',
      ru: 'Никнейм может содержать не более 10 символов',
      'es-ES': 'El apodo puede tener como máximo 10 caracteres',
    },
  },
  BIRTHDAY_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1104,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的生日（不能晚于今天）',
      'en-US': 'Please enter a valid birthday (not in the future)',
      ru: 'Введите правильную дату рождения (не в будущем)',
      'es-ES': 'Introduzca una fecha de nacimiento válida (no futura)',
    },
  },
  PROFILE_TEXT_TOO_LONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1105,
    httpStatus: 200,
    messages: {
      'zh-CN': '内容过长，最多 {{max}} 个字符',
      'en-US': 'Too long: at most {{max}} characters',
      ru: 'Слишком длинно: не более {{max}} символов',
      'es-ES': 'Demasiado largo: como máximo {{max}} caracteres',
    },
  },
  OAUTH_FAILED: {
    graphqlCode: 'FORBIDDEN',
    restCode: -1106,
    httpStatus: 400,
    messages: {
      'zh-CN': '获取授权失败，请重新登录',
      'en-US': 'Failed to get authorization, please log in again',
      ru: 'Не удалось получить авторизацию, войдите снова',
      'es-ES': 'No se pudo obtener la autorización, inicie sesión de nuevo',
    },
  },
  CONSIGNEE_NAME_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1201,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写姓名（最多32个字，不含特殊字符或表情）',
      'en-US': 'Please enter a name of at most 32 characters without special characters or emoji',
      ru: 'Введите имя не длиннее 32 символов без специальных символов и эмодзи',
      'es-ES': 'Introduzca un nombre de 32 caracteres como máximo, sin caracteres especiales ni emojis',
    },
  },
  ADDRESS_REGION_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1202,
    httpStatus: 200,
    messages: {
      'zh-CN': '请选择所在地区',
      'en-US': 'Please choose the region',
      ru: 'Выберите регион',
      'es-ES': 'Elija la región',
    },
  },
  ADDRESS_DETAIL_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1203,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写详细地址',
      'en-US': 'Please enter the detailed address',
      ru: 'Введите точный адрес',
      'es-ES': 'Introduzca la dirección detallada',
    },
  },
  ADDRESS_DETAIL_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1204,
    httpStatus: 200,
    messages: {
      'zh-CN': '详细地址不能包含特殊字符或表情，最多200个字',
      'en-US': 'The detailed address must not contain special characters or emoji and has at most 200 characters',
      ru: 'Точный адрес не должен содержать специальных символов и эмодзи и быть длиннее 200 символов',
      'es-ES':
        'La dirección detallada no debe contener caracteres especiales ni emojis y tiene como máximo 200 caracteres',
    },
  },
  ADDRESS_LABEL_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1205,
    httpStatus: 200,
    messages: {
      'zh-CN': '标签最多10个字，不能包含特殊字符或表情',
      'en-US': 'A label has at most 10 characters without special characters or emoji',
      ru: 'Метка не длиннее 10 символов, без специальных символов и эмодзи',
      'es-ES': 'Una etiqueta tiene como máximo 10 caracteres, sin caracteres especiales ni emojis',
    },
  },
  ADDRESS_LABEL_EXISTS: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1206,
    httpStatus: 200,
    messages: {
      'zh-CN': '该标签已存在',
      'en-US': 'The label already exists',
      ru: 'Такая метка уже есть',
      'es-ES': 'La etiqueta ya existe',
    },
  },
  ADDRESS_OUT_OF_DELIVERY_RANGE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1207,
    httpStatus: 200,
    messages: {
      'zh-CN': '该地址超出配送范围',
      'en-US': 'The address is out of the delivery range',
      ru: 'Адрес вне зоны доставки',
      'es-ES': 'La dirección está fuera de la zona de entrega',
    },
  },
  POSTAL_CODE_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1208,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的邮政编码',
      'en-US': 'Please enter a correct postal code',
      ru: 'Введите правильный почтовый индекс',
      'es-ES': 'Introduzca un código postal correcto',
    },
  },
  ADDRESS_LIMIT_REACHED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1209,
    httpStatus: 200,
    messages: {
      'zh-CN': '最多可保存{{max}}个收货地址',
      'en-US': 'You can save at most {{max}} addresses',
      ru: 'Можно сохранить не более {{max}} адресов',
      'es-ES': 'Puede guardar como máximo {{max}} direcciones',
    },
  },
  PICKUP_PERSON_LIMIT_REACHED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1210,
    httpStatus: 200,
    messages: {
      'zh-CN': '最多可保存{{max}}位提货人',
      'en-US': 'You can save at most {{max}} pickup persons',
      ru: 'Можно сохранить не более {{max}} получателей',
      'es-ES': 'Puede guardar como máximo {{max}} personas de recogida',
    },
  },
  PASSWORD_SAME_AS_OLD: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1017,
    httpStatus: 200,
    messages: {
      'zh-CN': '新密码不能与旧密码相同',
      'en-US': 'The new password must differ from the old one',
      ru: 'Новый пароль должен отличаться от старого',
      'es-ES': 'La nueva contraseña debe ser distinta de la anterior',
    },
  },
  CURRENT_PASSWORD_WRONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1018,
    httpStatus: 200,
    messages: {
      'zh-CN': '当前密码错误',
      'en-US': 'The current password is wrong',
      ru: 'Текущий пароль неверен',
      'es-ES': 'La contraseña actual es incorrecta',
    },
  },
  LOGIN_TOO_MANY_FAILURES: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1019,
    httpStatus: 200,
    messages: {
      'zh-CN': '密码错误次数过多，请 {{minutes}} 分钟后再试或使用验证码登录',
      'en-US': 'Too many wrong passwords, try again in {{minutes}} minutes or log in with a code',
      ru: 'Слишком много неверных паролей, попробуйте через {{minutes}} мин или войдите по коду',
      'es-ES': 'Demasiadas contraseñas incorrectas, inténtelo en {{minutes}} minutos o entre con un código',
    },
  },
  ACCOUNT_CLOSED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1020,
    httpStatus: 200,
    messages: {
      'zh-CN': '该账号已注销',
      'en-US': 'This account has been closed',
      ru: 'Эта учётная запись закрыта',
      'es-ES': 'Esta cuenta ha sido cerrada',
    },
  },
  PAYMENT_PASSWORD_FORMAT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1021,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付密码必须是 6 位数字',
      'en-US': 'The payment password must be 6 digits',
      ru: 'Платёжный пароль должен состоять из 6 цифр',
      'es-ES': 'La contraseña de pago debe tener 6 dígitos',
    },
  },
  PAYMENT_PASSWORDS_INCONSISTENT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1022,
    httpStatus: 200,
    messages: {
      'zh-CN': '两次输入的支付密码不一致',
      'en-US': 'The two payment passwords entered are inconsistent',
      ru: 'Два введённых платёжных пароля не совпадают',
      'es-ES': 'Las dos contraseñas de pago introducidas no coinciden',
    },
  },
  PAYMENT_PASSWORD_WRONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1023,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付密码错误，请重试（还可尝试 {{triesLeft}} 次）',
      'en-US': 'Payment password wrong, retry ({{triesLeft}} tries left)',
      ru: 'Неверный платёжный пароль, повторите (осталось попыток: {{triesLeft}})',
      'es-ES': 'Contraseña de pago incorrecta, reintente (quedan {{triesLeft}} intentos)',
    },
  },
  PAYMENT_LOCKED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1024,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付密码错误次数过多，支付已锁定，请 {{minutes}} 分钟后再试或重置支付密码',
      'en-US':
        'Too many wrong payment passwords: payment is locked, try again in {{minutes}} minutes or reset the payment password',
      ru: 'Слишком много неверных платёжных паролей: оплата заблокирована, попробуйте через {{minutes}} мин или сбросьте платёжный пароль',
      'es-ES':
        'Demasiadas contraseñas de pago incorrectas: el pago está bloqueado, inténtelo en {{minutes}} minutos o restablezca la contraseña de pago',
    },
  },
  PAYMENT_PASSWORD_NOT_SET: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1025,
    httpStatus: 200,
    messages: {
      'zh-CN': '请先设置支付密码',
      'en-US': 'Please set a payment password first',
      ru: 'Сначала задайте платёжный пароль',
      'es-ES': 'Primero establezca una contraseña de pago',
    },
  },
  PAYMENT_PASSWORD_ALREADY_SET: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1026,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付密码已设置，请使用修改或重置',
      'en-US': 'A payment password is already set; change or reset it instead',
      ru: 'Платёжный пароль уже задан; измените или сбросьте его',
      'es-ES': 'Ya hay una contraseña de pago; cámbiela o restablézcala',
    },
  },
  ADDRESS_IN_USE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1027,
    httpStatus: 200,
    messages: {
      'zh-CN': '该邮箱或手机号已被其他账号使用',
      'en-US': 'This e-mail or phone is already used by another account',
      ru: 'Этот адрес или телефон уже использует другая учётная запись',
      'es-ES': 'Este correo o teléfono ya lo usa otra cuenta',
    },
  },
  ADDRESS_NOT_BOUND: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1028,
    httpStatus: 200,
    messages: {
      'zh-CN': '该邮箱或手机号不是本账号绑定的地址',
      'en-US': 'This e-mail or phone is not bound to your account',
      ru: 'Этот адрес или телефон не привязан к вашей учётной записи',
      'es-ES': 'Este correo o teléfono no está vinculado a su cuenta',
    },
  },
  REAL_NAME_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1029,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的真实姓名',
      'en-US': 'Please enter your correct real name',
      ru: 'Введите правильное настоящее имя',
      'es-ES': 'Introduzca su nombre real correcto',
    },
  },
  ID_NUMBER_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1030,
    httpStatus: 200,
    messages: {
      'zh-CN': '请输入正确的身份证号码',
      'en-US': 'Please enter a correct ID number',
      ru: 'Введите правильный номер удостоверения личности',
      'es-ES': 'Introduzca un número de identidad correcto',
    },
  },
  REAL_NAME_ALREADY_VERIFIED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1031,
    httpStatus: 200,
    messages: {
      'zh-CN': '已完成实名认证',
      'en-US': 'Real-name verification is already done',
      ru: 'Проверка настоящего имени уже пройдена',
      'es-ES': 'La verificación de nombre real ya está hecha',
    },
  },
  CANCELLATION_ALREADY_OPEN: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1032,
    httpStatus: 200,
    messages: {
      'zh-CN': '已有进行中的注销申请',
      'en-US': 'An account cancellation request is already in progress',
      ru: 'Заявка на закрытие учётной записи уже рассматривается',
      'es-ES': 'Ya hay una solicitud de cancelación de cuenta en curso',
    },
  },
  CANCELLATION_TRANSITION_NOT_ALLOWED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -1033,
    httpStatus: 200,
    messages: {
      'zh-CN': '注销申请当前状态不允许此操作',
      'en-US': 'The cancellation request cannot do this in its current state',
      ru: 'В текущем состоянии заявки на закрытие это действие невозможно',
      'es-ES': 'La solicitud de cancelación no permite esta acción en su estado actual',
    },
  },
  PRODUCT_OFF_SHELF: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2001,
    httpStatus: 200,
    messages: {
      'zh-CN': '该商品已下架',
      'en-US': 'This item has been removed from the shelves',
      ru: 'Этот товар снят с продажи',
      'es-ES': 'Este artículo ha sido retirado de la venta',
    },
  },
  PRODUCT_SOLD_OUT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2002,
    httpStatus: 200,
    messages: {
      'zh-CN': '该商品已售罄',
      'en-US': 'This item is sold out',
      ru: 'Этот товар распродан',
      'es-ES': 'Este artículo está agotado',
    },
  },
  PRODUCT_CANNOT_BE_BOUGHT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2003,
    httpStatus: 200,
    messages: {
      'zh-CN': '该商品无法购买',
      'en-US': 'This item cannot be bought',
      ru: 'Этот товар нельзя купить',
      'es-ES': 'Este artículo no se puede comprar',
    },
  },
  QUANTITY_AT_LEAST_ONE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2004,
    httpStatus: 200,
    messages: {
      'zh-CN': '购买数量至少为 1 件',
      'en-US': 'Please buy at least 1 piece',
      ru: 'Купите хотя бы 1 шт.',
      'es-ES': 'Compre al menos 1 unidad',
    },
  },
  QUANTITY_BELOW_MOQ: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2005,
    httpStatus: 200,
    messages: {
      'zh-CN': '最小起订量为 {{moq}} 件',
      'en-US': 'The minimum order quantity is {{moq}} pieces',
      ru: 'Минимальный заказ: {{moq}} шт.',
      'es-ES': 'La cantidad mínima de pedido es {{moq}} unidades',
    },
  },
  QUANTITY_INCREMENT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2006,
    httpStatus: 200,
    messages: {
      'zh-CN': '购买数量须为 {{moq}} 件起、以 {{increment}} 件递增',
      'en-US': 'Order {{moq}} pieces or more in steps of {{increment}}',
      ru: 'Заказывайте от {{moq}} шт. с шагом {{increment}} шт.',
      'es-ES': 'Pida {{moq}} unidades o más en múltiplos de {{increment}}',
    },
  },
  PURCHASE_LIMIT_EXCEEDED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2007,
    httpStatus: 200,
    messages: {
      'zh-CN': '已超过限购数量，每人限购 {{limit}} 件',
      'en-US': 'Purchase limit exceeded: at most {{limit}} pieces per customer',
      ru: 'Превышен лимит покупки: не более {{limit}} шт. на покупателя',
      'es-ES': 'Límite de compra superado: como máximo {{limit}} unidades por cliente',
    },
  },
  ONLY_N_LEFT: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2008,
    httpStatus: 200,
    messages: {
      'zh-CN': '库存不足，仅剩 {{stock}} 件',
      'en-US': 'Only {{stock}} left in stock',
      ru: 'На складе осталось только {{stock}} шт.',
      'es-ES': 'Solo quedan {{stock}} en existencias',
    },
  },
  CART_FULL: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -2009,
    httpStatus: 200,
    messages: {
      'zh-CN': '购物车最多可放 {{max}} 种商品，请先删除部分商品',
      'en-US': 'Your cart holds at most {{max}} items, please remove some first',
      ru: 'В корзине не более {{max}} позиций, сначала удалите часть',
      'es-ES': 'Su carrito admite como máximo {{max}} artículos, elimine algunos primero',
    },
  },
  PAYMENT_ORDER_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4001,
    httpStatus: 200,
    messages: {
      'zh-CN': '订单无效，支付失败',
      'en-US': 'Invalid order, so the payment failed',
      ru: 'Заказ недействителен, оплата не прошла',
      'es-ES': 'Pedido no válido, el pago ha fallado',
    },
  },
  PAYMENT_FAILED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4002,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付失败：{{reason}}，请稍后再试',
      'en-US': 'Payment failed: {{reason}} Please try again later',
      ru: 'Оплата не прошла: {{reason}} Попробуйте позже',
      'es-ES': 'El pago ha fallado: {{reason}} Inténtelo más tarde',
    },
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4003,
    httpStatus: 200,
    messages: {
      'zh-CN': '该支付方式暂不可用',
      'en-US': 'This payment method is not available',
      ru: 'Этот способ оплаты недоступен',
      'es-ES': 'Este método de pago no está disponible',
    },
  },
  PAYMENT_AMOUNT_MISMATCH: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4004,
    httpStatus: 200,
    messages: {
      'zh-CN': '支付金额与订单金额不符',
      'en-US': 'The amount paid does not match the order',
      ru: 'Оплаченная сумма не совпадает с суммой заказа',
      'es-ES': 'El importe pagado no coincide con el pedido',
    },
  },
  REMITTANCE_PAYER_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4005,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写付款人姓名',
      'en-US': 'Please enter the payer’s name',
      ru: 'Укажите имя плательщика',
      'es-ES': 'Introduzca el nombre del pagador',
    },
  },
  REMITTANCE_BANK_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4006,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写汇款银行',
      'en-US': 'Please enter the remitting bank',
      ru: 'Укажите банк перевода',
      'es-ES': 'Introduzca el banco del que transfiere',
    },
  },
  REMITTANCE_ACCOUNT_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4007,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写银行账号',
      'en-US': 'Please enter the bank account',
      ru: 'Укажите банковский счёт',
      'es-ES': 'Introduzca la cuenta bancaria',
    },
  },
  REMITTANCE_PROOF_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4008,
    httpStatus: 200,
    messages: {
      'zh-CN': '请上传付款凭证',
      'en-US': 'Please upload the payment receipt',
      ru: 'Загрузите подтверждение оплаты',
      'es-ES': 'Suba el comprobante de pago',
    },
  },
  REMITTANCE_TOO_MANY_PROOFS: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4009,
    httpStatus: 200,
    messages: {
      'zh-CN': '付款凭证最多 {{max}} 张',
      'en-US': 'At most {{max}} receipt images',
      ru: 'Не более {{max}} изображений подтверждения',
      'es-ES': 'Como máximo {{max}} imágenes de comprobante',
    },
  },
  REMITTANCE_TEXT_TOO_LONG: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4010,
    httpStatus: 200,
    messages: {
      'zh-CN': '内容过长，最多 {{max}} 个字符',
      'en-US': 'Too long, at most {{max}} characters',
      ru: 'Слишком длинно, не более {{max}} символов',
      'es-ES': 'Demasiado largo, como máximo {{max}} caracteres',
    },
  },
  REMITTANCE_UNDER_REVIEW: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4011,
    httpStatus: 200,
    messages: {
      'zh-CN': '该订单的汇款正在审核中',
      'en-US': 'A remittance for this order is already under review',
      ru: 'Перевод по этому заказу уже на проверке',
      'es-ES': 'Ya hay una transferencia de este pedido en revisión',
    },
  },
  REMITTANCE_ALREADY_DECIDED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4012,
    httpStatus: 200,
    messages: {
      'zh-CN': '该汇款已审核',
      'en-US': 'This remittance has already been reviewed',
      ru: 'Этот перевод уже проверен',
      'es-ES': 'Esta transferencia ya ha sido revisada',
    },
  },
  REMITTANCE_REJECT_REASON_REQUIRED: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4013,
    httpStatus: 200,
    messages: {
      'zh-CN': '请填写驳回原因',
      'en-US': 'Please give the reason for the rejection',
      ru: 'Укажите причину отклонения',
      'es-ES': 'Indique el motivo del rechazo',
    },
  },
  FRIEND_PAY_LINK_INVALID: {
    graphqlCode: 'BAD_USER_INPUT',
    restCode: -4014,
    httpStatus: 200,
    messages: {
      'zh-CN': '代付链接无效或已过期',
      'en-US': 'This pay-for-me link is invalid or has expired',
      ru: 'Ссылка для оплаты недействительна или устарела',
      'es-ES': 'Este enlace de pago no es válido o ha caducado',
    },
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
