/** 「东南 3级」 */
export const windText = (scale: number, dir: string) => `${dir} ${scale}级`;
