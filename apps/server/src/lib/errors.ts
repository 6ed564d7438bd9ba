/** A refusal the user should read: answered as retcode 0 with this message, HTTP 200. */
export class BusinessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** No valid session: answered as retcode 401 (§7), which the web client turns into the login redirect. */
export class LoginRequiredError extends Error {
  constructor(message = '登录过期，请重新登录') {
    super(message);
    this.name = 'LoginRequiredError';
  }
}

/** Input that failed its route schema; `message` already names the field in Chinese. */
export class InputValidationError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'InputValidationError';
  }
}
