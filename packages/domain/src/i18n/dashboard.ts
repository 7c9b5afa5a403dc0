/** Texts of the dashboard /report/dashboard (issue 11), spread into en and zh-HK. */
export const dashboardEn = {
  'dash.title': 'Dashboard',
};

export const dashboardZhHK: Record<keyof typeof dashboardEn, string> = {
  'dash.title': '儀表板',
};
