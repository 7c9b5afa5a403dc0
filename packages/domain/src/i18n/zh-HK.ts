export const zhHK: Record<string, string> = {
  'app.title': '豪華轎車後勤系統',
  'login.username': '用戶名稱',
  'login.password': '密碼',
  'login.signIn': '登入',
};
