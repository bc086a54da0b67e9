/** 'в 1 аптеке', 'в 3 аптеках' (prepositional case). */
export function inPharmacies(n: number): string {
  return `в ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'аптеке' : 'аптеках'}`;
}
