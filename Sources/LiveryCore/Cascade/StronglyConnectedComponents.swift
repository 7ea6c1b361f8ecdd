/// Tarjan's strongly connected components, iterative so 100,000-long chains do not exhaust the stack.
///
/// Used to report reference and inheritance cycles as whole cycles (every member, in order). Nodes
/// are integers `0..<count` so the walk runs on arrays, not dictionaries.
package enum StronglyConnectedComponents {
  /// The components with more than one node, or a single node with an edge to itself; each in the
  /// order the depth-first walk met its nodes, so a cycle reads A → B → C.
  package static func cycles(count: Int, edges: [[Int]]) -> [[Int]] {
    var index = [Int](repeating: -1, count: count)
    var lowLink = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var next = 0
    var result: [[Int]] = []
    var frames: [(node: Int, position: Int)] = []

    for root in 0..<count where index[root] < 0 {
      func open(_ node: Int) {
        index[node] = next
        lowLink[node] = next
        next += 1
        stack.append(node)
        onStack[node] = true
        frames.append((node, 0))
      }
      open(root)
      while let top = frames.last {
        let successors = edges[top.node]
        if top.position < successors.count {
          frames[frames.count - 1].position += 1
          let successor = successors[top.position]
          if index[successor] < 0 {
            open(successor)
          } else if onStack[successor] {
            lowLink[top.node] = min(lowLink[top.node], index[successor])
          }
          continue
        }
        frames.removeLast()
        let node = top.node
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
        }
        guard lowLink[node] == index[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        component.reverse()
        if component.count > 1 || edges[node].contains(node) {
          result.append(component)
        }
      }
    }
    return result
  }
}
