/** '1 payment', '3 payments': a count with the word that agrees with it. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
