export function copyProject(projectDir: string, prefix: string, leaveOut?: string[]): string;
