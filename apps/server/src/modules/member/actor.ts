/** Who is acting, for checks and the logs. */
export type Actor = { uid: number; uniNo: string; ip: string; isSa: boolean };
