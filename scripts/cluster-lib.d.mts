import type { ChildProcess } from 'node:child_process';

export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  url: string;
  nodes: ClusterNode[];
  balancer: { process: ChildProcess };
  /** Takes a node out of nginx (a graceful reload), as an orchestrator does before it stops one. */
  takeOut(node: ClusterNode): Promise<void>;
  stop(): Promise<void>;
}

export function ensureNginx(): string;
export function ensureDatabase(baseUrl: string, name: string, options?: { fresh?: boolean }): Promise<string>;
export function startCluster(options: {
  databaseUrl: string;
  redisUrl: string;
  port: number;
  nodePorts: [number, number];
  runDir: string;
  env?: Record<string, string>;
  log?: 'inherit' | 'ignore';
}): Promise<Cluster>;
