export const en: Record<string, string> = {
  'app.title': 'Limo Back Office',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.signIn': 'Sign in',
};
