import fs from 'node:fs';

/** A process of a tree: its id, its command line and its resident memory in bytes. */
export interface TreeProcess {
  pid: number;
  command: string[];
  rssBytes: number;
}

/**
 * Process `pid` and every process below it (Linux: /proc), each with its command line and
 * resident memory (its threads' included). A process that exits while it is read is left out.
 */
export function processTree(pid: number): TreeProcess[] {
  const found: TreeProcess[] = [];
  const visit = (id: number) => {
    let status: string;
    let command: string[];
    let children: number[];
    try {
      status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      command = fs.readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean);
      children = fs
        .readdirSync(`/proc/${id}/task`)
        .flatMap((task) =>
          fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
        )
        .map(Number);
    } catch {
      return;
    }
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    found.push({ pid: id, command, rssBytes: rssKb * 1024 });
    children.forEach(visit);
  };
  visit(pid);
  return found;
}

/** The resident memory of `pid`'s whole tree, in bytes. */
export function treeRss(pid: number): number {
  return processTree(pid).reduce((sum, process) => sum + process.rssBytes, 0);
}
