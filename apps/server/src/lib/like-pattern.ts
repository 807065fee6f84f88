/** A LIKE pattern that finds `text` anywhere: LIKE's own wildcards in what a person typed are meant literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
