/** The /__flows stepper (dev and demo builds): zh. */
export const flowsPageTexts = {
  flowsStepper: {
    simulate: '逐步查看路径',
    loadingPaths: '正在加载路径…',
    noPaths: '没有生成的路径',
    path: '路径',
    previous: '上一步',
    next: '下一步',
    stepOf: '第 {{n}} 步,共 {{total}} 步',
    step: '步骤',
    state: '状态',
    expect: '用户看到的内容',
    onlyWhen: '仅当 {{when}} 时可行',
  },
};
