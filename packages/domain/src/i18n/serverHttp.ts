/* Texts of the server's HTTP-level answers (issue 31 part 3): a method the path does not answer. */

export const serverHttpEn = {
  'srv.methodNotAllowed': '{{path}} does not answer {{method}}: it answers {{allowed}}',
};

export const serverHttpZhHK: Record<keyof typeof serverHttpEn, string> = {
  'srv.methodNotAllowed': '{{path}} 不接受 {{method}} 請求，只接受 {{allowed}}',
};
